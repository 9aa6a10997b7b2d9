package org.pmebench.family.s3;

import com.amazonaws.AmazonServiceException;
import com.amazonaws.SdkClientException;
import com.amazonaws.auth.AWSCredentialsProvider;
import com.amazonaws.auth.AWSStaticCredentialsProvider;
import com.amazonaws.auth.BasicAWSCredentials;
import com.amazonaws.auth.DefaultAWSCredentialsProviderChain;
import com.amazonaws.client.builder.AwsClientBuilder;
import com.amazonaws.services.s3.AmazonS3;
import com.amazonaws.services.s3.AmazonS3ClientBuilder;
import org.apache.hadoop.conf.Configuration;

/**
 * An S3 API endpoint and bucket the s3 family reads and writes through S3A: the suite's own S3Proxy
 * ({@link #local}) or a user's server ({@code --s3-endpoint}), with credentials from the standard
 * AWS chain (environment, system properties, profile).
 */
public final class S3Endpoint {
  public static final String DEFAULT_BUCKET = "pmebench";
  public static final String REGION = "us-east-1";

  /**
   * The AWS SDK warns on stderr, once per process, that JAXB is missing and it uses its own Base64:
   * true on every JDK from 11 and nothing to act on. Held here, as JUL keeps loggers weakly.
   */
  private static final java.util.logging.Logger SDK_BASE64 =
      java.util.logging.Logger.getLogger("com.amazonaws.util.Base64");

  static {
    SDK_BASE64.setLevel(java.util.logging.Level.SEVERE);
  }

  public final String url;
  public final String bucket;

  /** Null: from the AWS default credentials chain. */
  private final String accessKey;

  private final String secretKey;

  S3Endpoint(String url, String bucket, String accessKey, String secretKey) {
    this.url = url;
    this.bucket = bucket;
    this.accessKey = accessKey;
    this.secretKey = secretKey;
  }

  /** The suite's own S3Proxy at {@code url}, with the credentials it was started with. */
  public static S3Endpoint local(String url) {
    return new S3Endpoint(url, DEFAULT_BUCKET, S3ProxyServer.ACCESS_KEY, S3ProxyServer.SECRET_KEY);
  }

  /** A user's endpoint; its bucket must exist. */
  public static S3Endpoint external(String url, String bucket) {
    return new S3Endpoint(url, bucket, null, null);
  }

  /** The S3A settings for this endpoint, added to a copy of {@code base}. */
  public Configuration configure(Configuration base) {
    Configuration conf = new Configuration(base);
    // The suite's configurations read no XML defaults, where S3A's scheme binding lives.
    conf.set("fs.s3a.impl", "org.apache.hadoop.fs.s3a.S3AFileSystem");
    conf.set("fs.s3a.endpoint", url);
    conf.set("fs.s3a.endpoint.region", REGION);
    conf.setBoolean("fs.s3a.path.style.access", true);
    conf.setBoolean("fs.s3a.connection.ssl.enabled", url.startsWith("https:"));
    // Hadoop 3.3 deletes parent directory markers after every file unless told to keep them: one
    // bulk DELETE per file that has nothing to do with encryption (HADOOP-13230).
    conf.set("fs.s3a.directory.marker.retention", "keep");
    // Upload blocks buffered on the heap, not in local temporary files.
    conf.set("fs.s3a.fast.upload.buffer", "array");
    conf.setInt("fs.s3a.attempts.maximum", 2);
    conf.setInt("fs.s3a.retry.limit", 2);
    if (accessKey != null) {
      conf.set("fs.s3a.access.key", accessKey);
      conf.set("fs.s3a.secret.key", secretKey);
    } else {
      conf.set(
          "fs.s3a.aws.credentials.provider", DefaultAWSCredentialsProviderChain.class.getName());
    }
    return conf;
  }

  /** The access key, or null for the AWS credentials chain. */
  public String accessKey() {
    return accessKey;
  }

  public String secretKey() {
    return secretKey;
  }

  /** {@code s3a://bucket/key}. */
  public String uri(String key) {
    return "s3a://" + bucket + "/" + key;
  }

  /** Creates the bucket when it does not exist (the suite's own server starts empty). */
  void createBucket() {
    AmazonS3 s3 = client();
    try {
      if (!s3.doesBucketExistV2(bucket)) {
        s3.createBucket(bucket);
      }
    } finally {
      s3.shutdown();
    }
  }

  /**
   * Why the endpoint cannot be used, in one line, or null: unreachable, credentials refused, no
   * such bucket.
   */
  public String problem() {
    AmazonS3 s3;
    try {
      s3 = client();
    } catch (SdkClientException e) {
      return "no usable AWS credentials for " + url + ": " + e.getMessage();
    }
    try {
      s3.headBucket(new com.amazonaws.services.s3.model.HeadBucketRequest(bucket));
      return null;
    } catch (AmazonServiceException e) {
      switch (e.getStatusCode()) {
        case 403:
          return url + " refused the credentials (403 " + e.getErrorCode() + ")";
        case 404:
          return "bucket '" + bucket + "' does not exist at " + url;
        default:
          return url
              + " answered "
              + e.getStatusCode()
              + " "
              + e.getErrorCode()
              + " for bucket '"
              + bucket
              + "'";
      }
    } catch (SdkClientException e) {
      return url + " is unreachable: " + e.getMessage();
    } finally {
      s3.shutdown();
    }
  }

  private AmazonS3 client() {
    AWSCredentialsProvider credentials =
        accessKey != null
            ? new AWSStaticCredentialsProvider(new BasicAWSCredentials(accessKey, secretKey))
            : DefaultAWSCredentialsProviderChain.getInstance();
    com.amazonaws.ClientConfiguration client =
        new com.amazonaws.ClientConfiguration()
            .withMaxErrorRetry(0)
            .withConnectionTimeout(2000)
            .withSocketTimeout(10_000);
    return AmazonS3ClientBuilder.standard()
        .withEndpointConfiguration(new AwsClientBuilder.EndpointConfiguration(url, REGION))
        .withPathStyleAccessEnabled(true)
        .withCredentials(credentials)
        .withClientConfiguration(client)
        .build();
  }

  @Override
  public String toString() {
    return url + " bucket " + bucket;
  }
}
