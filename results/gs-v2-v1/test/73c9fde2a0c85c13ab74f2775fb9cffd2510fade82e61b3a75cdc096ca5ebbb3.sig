{
  "algorithm": "ed25519",
  "content_sha256": "ad0e07b577cbca00f35bf4f4ac83264bb0bf6d6c0564e95db3b9b6fe2a69fd2f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "73c9fde2a0c85c13ab74f2775fb9cffd2510fade82e61b3a75cdc096ca5ebbb3",
  "schema": "gridshift.signature/1",
  "signature": "5b280bc4c843c9d61711e2b3df1b780a4bee876f1bb0e70d463b693d0195aa8055f9d5a40a5d1f371cfd1af045cfd4769177198710c0f189326c075fb7c1c906"
}
