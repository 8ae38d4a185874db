{
  "algorithm": "ed25519",
  "content_sha256": "1ef9896f1c76da7d46a0e126dce41a96cab67f824821dcb90825f2fdf912f6ab",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f7859b35a017c3edd74ad830d58279110e8702357aa55cbca69fdbcca54a3ab0",
  "schema": "gridshift.signature/1",
  "signature": "c1ea0855cd768f2b15a6bba550b147a1002a995298ce49d23486e63eb1b33c3be92d0a0ea4cb90566c71324c7183b5bd8110c39b1e7968146eb2f5628329aa07"
}
