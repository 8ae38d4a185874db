{
  "algorithm": "ed25519",
  "content_sha256": "cabd6e7f014b5067bce5e89197c6201fd62d73d9b3302683714b7a1e781d8d0a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bc4d2438cdb8f2c5524a676bc1ee16d5bd4cdaee0dd9ded60958490cff68e5b5",
  "schema": "gridshift.signature/1",
  "signature": "aa913812bcac85a556ec7d2c4b7b5ec415b7d7dbe24b14697fb9218155f72a3eec310b529c81b327bd64a3faeb30521a6316f20dd53ad5bcbc187c2623bdd709"
}
