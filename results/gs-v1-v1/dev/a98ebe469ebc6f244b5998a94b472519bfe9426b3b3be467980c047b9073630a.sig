{
  "algorithm": "ed25519",
  "content_sha256": "91a7e0082ed3b2efa20d5d901cadb2ea36f056b162c4342a1b77c81a086fe2e9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a98ebe469ebc6f244b5998a94b472519bfe9426b3b3be467980c047b9073630a",
  "schema": "gridshift.signature/1",
  "signature": "8fceedf67a7756ba6ba10caf1a68263dd82121f8e04398d249f7b1b970d6eff67a78f9471f9bf0f7e2b585de95d756c07eaf1f38970e759ec864cba0f9bde101"
}
