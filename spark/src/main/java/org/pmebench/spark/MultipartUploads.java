package org.pmebench.spark;

import com.amazonaws.auth.AWSStaticCredentialsProvider;
import com.amazonaws.auth.BasicAWSCredentials;
import com.amazonaws.client.builder.AwsClientBuilder;
import com.amazonaws.services.s3.AmazonS3;
import com.amazonaws.services.s3.AmazonS3ClientBuilder;
import com.amazonaws.services.s3.model.AbortMultipartUploadRequest;
import com.amazonaws.services.s3.model.ListMultipartUploadsRequest;
import com.amazonaws.services.s3.model.MultipartUpload;
import java.util.List;
import org.pmebench.family.s3.CommitterSpec;

/**
 * The pending multipart uploads in the committer jobs' bucket, asked of the S3 server directly (not
 * through S3A).
 */
final class MultipartUploads {
  private final CommitterSpec spec;

  MultipartUploads(CommitterSpec spec) {
    this.spec = spec;
  }

  /**
   * The uploads begun and neither completed nor aborted under {@code keyPrefix}: what a failed job
   * can leave behind.
   */
  List<MultipartUpload> list(String keyPrefix) {
    AmazonS3 s3 = client();
    try {
      return s3.listMultipartUploads(
              new ListMultipartUploadsRequest(spec.bucket).withPrefix(keyPrefix))
          .getMultipartUploads();
    } finally {
      s3.shutdown();
    }
  }

  /** Aborts them, so that a job starts with none. */
  void abort(String keyPrefix) {
    AmazonS3 s3 = client();
    try {
      for (MultipartUpload u :
          s3.listMultipartUploads(
                  new ListMultipartUploadsRequest(spec.bucket).withPrefix(keyPrefix))
              .getMultipartUploads()) {
        s3.abortMultipartUpload(
            new AbortMultipartUploadRequest(spec.bucket, u.getKey(), u.getUploadId()));
      }
    } finally {
      s3.shutdown();
    }
  }

  private AmazonS3 client() {
    AmazonS3ClientBuilder b =
        AmazonS3ClientBuilder.standard()
            .withEndpointConfiguration(
                new AwsClientBuilder.EndpointConfiguration(spec.endpoint, "us-east-1"))
            .withPathStyleAccessEnabled(true);
    if (spec.accessKey != null) {
      b.withCredentials(
          new AWSStaticCredentialsProvider(
              new BasicAWSCredentials(spec.accessKey, spec.secretKey)));
    }
    return b.build();
  }
}
