//! Writing and reading whole files the way the suite's workloads shape them, and a digest of
//! every value for the interoperability matrix.

use crate::Args;
use arrow_array::RecordBatch;
use arrow_cast::display::{ArrayFormatter, FormatOptions};
use bytes::Bytes;
use parquet::arrow::arrow_reader::{ArrowReaderOptions, ParquetRecordBatchReaderBuilder};
use parquet::arrow::ArrowWriter;
use parquet::basic::{Compression, Encoding, GzipLevel};
use parquet::encryption::decrypt::FileDecryptionProperties;
use parquet::encryption::encrypt::FileEncryptionProperties;
use parquet::file::properties::{WriterProperties, WriterVersion};
use parquet::schema::types::ColumnPath;
use sha2::{Digest, Sha256};
use std::sync::Arc;

/// The encodings parquet-java's v2 writer (the suite's standard files) gives these columns; the
/// others get dictionaries, as there.
const DELTA_ENCODED: [(&str, Encoding); 4] = [
    ("binary_field", Encoding::DELTA_BYTE_ARRAY),
    ("int32_field", Encoding::DELTA_BINARY_PACKED),
    ("boolean_field", Encoding::RLE),
    ("flba_field", Encoding::DELTA_BYTE_ARRAY),
];

/// The workload's shape: one row group of all rows, its page size and codec, dictionary pages of
/// its size, data page v2.
pub fn writer_properties(
    args: &Args,
    columns: &[String],
    encryption: Option<Arc<FileEncryptionProperties>>,
) -> Result<WriterProperties, String> {
    let codec = match args.codec.as_str() {
        "NONE" | "UNCOMPRESSED" => Compression::UNCOMPRESSED,
        "SNAPPY" => Compression::SNAPPY,
        "GZIP" => Compression::GZIP(GzipLevel::default()),
        other => return Err(format!("codec {other} is not built into this driver")),
    };
    let mut b = WriterProperties::builder()
        .set_writer_version(WriterVersion::PARQUET_2_0)
        .set_max_row_group_row_count(Some(args.row_group_rows))
        .set_data_page_size_limit(args.page_bytes)
        .set_dictionary_page_size_limit(args.dictionary_page_bytes)
        .set_compression(codec);
    for (column, encoding) in DELTA_ENCODED {
        if columns.iter().any(|c| c == column) {
            let path = ColumnPath::from(column);
            b = b.set_column_dictionary_enabled(path.clone(), false).set_column_encoding(path, encoding);
        }
    }
    if let Some(e) = encryption {
        b = b.with_file_encryption_properties(e);
    }
    Ok(b.build())
}

pub fn write(
    batches: &[RecordBatch],
    args: &Args,
    encryption: Option<Arc<FileEncryptionProperties>>,
) -> Result<Vec<u8>, String> {
    let schema = batches.first().ok_or("no rows to write")?.schema();
    let columns: Vec<String> = schema.fields().iter().map(|f| f.name().clone()).collect();
    let props = writer_properties(args, &columns, encryption)?;
    let mut writer = ArrowWriter::try_new(Vec::new(), schema, Some(props)).map_err(|e| e.to_string())?;
    for b in batches {
        writer.write(b).map_err(|e| e.to_string())?;
    }
    writer.into_inner().map_err(|e| e.to_string())
}

/// Every batch of a whole file (the reader's default batch size, as a user gets it).
pub fn read(file: &Bytes, decryption: Option<Arc<FileDecryptionProperties>>) -> Result<Vec<RecordBatch>, String> {
    let mut options = ArrowReaderOptions::new();
    if let Some(d) = decryption {
        options = options.with_file_decryption_properties(d);
    }
    let reader = ParquetRecordBatchReaderBuilder::try_new_with_options(file.clone(), options)
        .and_then(|b| b.build())
        .map_err(|e| e.to_string())?;
    reader.map(|b| b.map_err(|e| e.to_string())).collect()
}

pub fn rows(batches: &[RecordBatch]) -> usize {
    batches.iter().map(|b| b.num_rows()).sum()
}

/// A digest of every value, column by column (but the ignored ones), independent of how the file
/// encoded them.
pub fn checksum(batches: &[RecordBatch], ignore: &[String]) -> Result<String, String> {
    let mut digest = Sha256::new();
    let Some(first) = batches.first() else { return Ok(hex(&digest.finalize())) };
    let mut names: Vec<String> = first.schema().fields().iter().map(|f| f.name().clone()).collect();
    names.retain(|n| !ignore.contains(n));
    names.sort();
    let options = FormatOptions::default();
    for name in names {
        digest.update(name.as_bytes());
        for batch in batches {
            let column = batch.column_by_name(&name).ok_or(format!("a batch has no column {name}"))?;
            let formatter = ArrayFormatter::try_new(column.as_ref(), &options).map_err(|e| e.to_string())?;
            for i in 0..batch.num_rows() {
                digest.update(formatter.value(i).to_string().as_bytes());
                digest.update([0u8]);
            }
        }
    }
    Ok(hex(&digest.finalize()))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
