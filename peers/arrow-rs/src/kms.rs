//! Keys as the suite's other implementations hold them: parquet-java's key tools (through the
//! parquet-key-management crate: double wrapping, key material inside the file) over a KMS client
//! that wraps exactly as the suite's InMemoryKms does (AES-GCM under the master key, the key id as
//! AAD, base64 of nonce + ciphertext + tag), so every implementation reads the others' files.

use base64::engine::general_purpose::STANDARD;
use base64::Engine;
use parquet::encryption::decrypt::FileDecryptionProperties;
use parquet::encryption::encrypt::FileEncryptionProperties;
use parquet_key_management::crypto_factory::{CryptoFactory, DecryptionConfiguration, EncryptionConfiguration};
use parquet_key_management::errors::{Error, Result as KmsResult};
use parquet_key_management::kms::{KmsClient, KmsClientRef, KmsConnectionConfig, KmsConnectionInfo};
use ring::aead::{Aad, LessSafeKey, Nonce, UnboundKey, AES_128_GCM, AES_256_GCM, NONCE_LEN};
use ring::rand::{SecureRandom, SystemRandom};
use std::collections::HashMap;
use std::sync::Arc;

pub const FOOTER_KEY: &str = "footer_key";
pub const COLUMN_KEY: &str = "column_key";
pub const KEY_LIST_ENV: &str = "PMEBENCH_KEY_LIST";
/// The explicit-key files' key (no KMS): 16 ASCII characters, so that DuckDB can be given it too.
pub const EXPLICIT_KEY: &str = "explicit_key";

/// The suite's demo master keys, from `PMEBENCH_KEY_LIST` (keyId:base64Key, ...).
pub fn master_keys() -> Result<HashMap<String, Vec<u8>>, String> {
    let text = std::env::var(KEY_LIST_ENV)
        .map_err(|_| format!("set {KEY_LIST_ENV} to keyId:base64Key, ... (pmebench does)"))?;
    let mut keys = HashMap::new();
    for entry in text.split(',') {
        let (id, encoded) = entry
            .trim()
            .split_once(':')
            .ok_or_else(|| format!("{KEY_LIST_ENV}: '{entry}' is not keyId:base64Key"))?;
        let key = STANDARD
            .decode(encoded.trim())
            .map_err(|e| format!("{KEY_LIST_ENV}: key '{id}': {e}"))?;
        keys.insert(id.trim().to_string(), key);
    }
    Ok(keys)
}

struct SuiteKms {
    keys: HashMap<String, Vec<u8>>,
}

impl SuiteKms {
    fn cipher(&self, id: &str) -> KmsResult<LessSafeKey> {
        let key = self
            .keys
            .get(id)
            .ok_or_else(|| Error::General(format!("master key '{id}' is not in {KEY_LIST_ENV}")))?;
        let algorithm = if key.len() == 32 { &AES_256_GCM } else { &AES_128_GCM };
        let unbound = UnboundKey::new(algorithm, key)
            .map_err(|_| Error::General(format!("master key '{id}' has {} bytes", key.len())))?;
        Ok(LessSafeKey::new(unbound))
    }
}

impl KmsClient for SuiteKms {
    fn wrap_key(&self, key_bytes: &[u8], master_key_identifier: &str) -> KmsResult<String> {
        let mut nonce = [0u8; NONCE_LEN];
        SystemRandom::new()
            .fill(&mut nonce)
            .map_err(|_| Error::General("no random nonce".into()))?;
        let mut sealed = key_bytes.to_vec();
        self.cipher(master_key_identifier)?
            .seal_in_place_append_tag(
                Nonce::assume_unique_for_key(nonce),
                Aad::from(master_key_identifier.as_bytes()),
                &mut sealed,
            )
            .map_err(|_| Error::General("wrapping failed".into()))?;
        let mut out = nonce.to_vec();
        out.extend_from_slice(&sealed);
        Ok(STANDARD.encode(out))
    }

    fn unwrap_key(&self, wrapped_key: &str, master_key_identifier: &str) -> KmsResult<Vec<u8>> {
        let raw = STANDARD
            .decode(wrapped_key)
            .map_err(|e| Error::General(format!("wrapped key is not base64: {e}")))?;
        if raw.len() < NONCE_LEN {
            return Err(Error::General("wrapped key too short".into()));
        }
        let nonce = Nonce::try_assume_unique_for_key(&raw[..NONCE_LEN])
            .map_err(|_| Error::General("bad nonce".into()))?;
        let mut sealed = raw[NONCE_LEN..].to_vec();
        let key = self
            .cipher(master_key_identifier)?
            .open_in_place(nonce, Aad::from(master_key_identifier.as_bytes()), &mut sealed)
            .map_err(|_| Error::General(format!("key wrapped under '{master_key_identifier}' does not open")))?;
        Ok(key.to_vec())
    }
}

/// Properties per file, as a writer or reader builds them through the key tools.
pub struct Keys {
    factory: CryptoFactory,
    kms: Arc<KmsConnectionConfig>,
    columns: Vec<String>,
}

impl Keys {
    pub fn new(columns: Vec<String>) -> Result<Keys, String> {
        let keys = master_keys()?;
        let client: KmsClientRef = Arc::new(SuiteKms { keys });
        let factory = CryptoFactory::new(move |_: &KmsConnectionInfo| -> KmsResult<KmsClientRef> { Ok(client.clone()) });
        Ok(Keys { factory, kms: Arc::new(KmsConnectionConfig::default()), columns })
    }

    /// Every column under the column key, the footer under the footer key; `None` for plaintext.
    pub fn encryption(
        &self,
        mode: Option<&str>,
        plaintext_footer: bool,
        internal_material: bool,
        aad_prefix: Option<&[u8]>,
    ) -> Result<Option<Arc<FileEncryptionProperties>>, String> {
        match mode {
            None => return Ok(None),
            Some("AES_GCM_V1") => {}
            Some(other) => return Err(format!("NotYetImplemented: arrow-rs writes AES_GCM_V1 only, not {other}")),
        }
        if !internal_material {
            // The crate's builder has no setting for it; its own error says so too.
            return Err("NotYetImplemented: parquet-key-management 0.8.0 writes key material inside the file only".into());
        }
        let config = EncryptionConfiguration::builder(FOOTER_KEY.into())
            .add_column_key(COLUMN_KEY.into(), self.columns.clone())
            .set_plaintext_footer(plaintext_footer)
            .set_double_wrapping(true)
            .build()
            .map_err(|e| e.to_string())?;
        let keys = self.factory.file_encryption_keys(self.kms.clone(), &config).map_err(|e| e.to_string())?;
        let mut builder = keys.into_parquet_builder();
        if let Some(prefix) = aad_prefix {
            builder = builder.with_aad_prefix(prefix.to_vec()).with_aad_prefix_storage(true);
        }
        builder.build().map(Some).map_err(|e| e.to_string())
    }

    pub fn decryption(&self, encrypted: bool) -> Result<Option<Arc<FileDecryptionProperties>>, String> {
        if !encrypted {
            return Ok(None);
        }
        self.factory
            .file_decryption_properties(self.kms.clone(), DecryptionConfiguration::default())
            .map(Some)
            .map_err(|e| e.to_string())
    }
}

/// Explicit keys, no KMS: the explicit key for the footer and (`column_keys` false) every column, or the
/// column master key for every column; each key's id as its key metadata.
pub fn explicit_encryption(
    mode: &str,
    columns: &[String],
    column_keys: bool,
    aad_prefix: Option<&[u8]>,
) -> Result<Arc<FileEncryptionProperties>, String> {
    if mode != "AES_GCM_V1" {
        return Err(format!("NotYetImplemented: arrow-rs writes AES_GCM_V1 only, not {mode}"));
    }
    let keys = master_keys()?;
    let key = |id: &str| keys.get(id).cloned().ok_or_else(|| format!("master key '{id}' is not in {KEY_LIST_ENV}"));
    let mut builder = FileEncryptionProperties::builder(key(EXPLICIT_KEY)?).with_footer_key_metadata(EXPLICIT_KEY.into());
    if column_keys {
        for column in columns {
            builder = builder.with_column_key_and_metadata(column, key(COLUMN_KEY)?, COLUMN_KEY.into());
        }
    }
    if let Some(prefix) = aad_prefix {
        builder = builder.with_aad_prefix(prefix.to_vec()).with_aad_prefix_storage(true);
    }
    builder.build().map_err(|e| e.to_string())
}

/// Reads explicit-key files: key metadata `column_key` names the column master key; any other, or none
/// (pyarrow's low-level API and DuckDB store none), means the explicit key.
struct ExplicitKeys(HashMap<String, Vec<u8>>);

impl parquet::encryption::decrypt::KeyRetriever for ExplicitKeys {
    fn retrieve_key(&self, key_metadata: &[u8]) -> parquet::errors::Result<Vec<u8>> {
        let id = if key_metadata == COLUMN_KEY.as_bytes() { COLUMN_KEY } else { EXPLICIT_KEY };
        self.0.get(id).cloned().ok_or_else(|| parquet::errors::ParquetError::General(format!("no master key {id}")))
    }
}

pub fn explicit_decryption() -> Result<Arc<FileDecryptionProperties>, String> {
    FileDecryptionProperties::with_key_retriever(Arc::new(ExplicitKeys(master_keys()?))).build().map_err(|e| e.to_string())
}
