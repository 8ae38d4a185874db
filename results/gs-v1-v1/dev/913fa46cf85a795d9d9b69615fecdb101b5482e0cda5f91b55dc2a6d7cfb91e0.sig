{
  "algorithm": "ed25519",
  "content_sha256": "23e9c7b5fc0a66b77b20b684ab217d29135e6d13f7a0ce90d549da27301ad06c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "913fa46cf85a795d9d9b69615fecdb101b5482e0cda5f91b55dc2a6d7cfb91e0",
  "schema": "gridshift.signature/1",
  "signature": "ba559f00d611cfa49703bfd3aafa04b4790a557cf25cb1113560d88609180dcbe49f123d9642c2701186b410ddf19bc9cc60659d8b8ed5d6c737b38b92d2a301"
}
