{
  "algorithm": "ed25519",
  "content_sha256": "326d15d8bda988be1068e51efc922bd91b66877412973625291c0ff3eb911bb3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "70db041a14b1d2fca5dd331fcbfd48473ab012e1bcc52e2b42bec7a9d7aee962",
  "schema": "gridshift.signature/1",
  "signature": "c7e0917ed35473291840e957a2e7ce78bde39d657c3d90bacad45913653ae1eab31e0698bbaca61edb742f79bcded81439de48021f64df9490cdbc460d461701"
}
