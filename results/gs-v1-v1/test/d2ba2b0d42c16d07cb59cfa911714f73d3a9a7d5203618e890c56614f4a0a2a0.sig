{
  "algorithm": "ed25519",
  "content_sha256": "7401e6e62ead4a2a08a8c5f3355fc6b95c4bccd50f6be6ef3680df68e4041b9b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d2ba2b0d42c16d07cb59cfa911714f73d3a9a7d5203618e890c56614f4a0a2a0",
  "schema": "gridshift.signature/1",
  "signature": "d2182cea5547d83491e3dc507b1535fde23e5df0c33db07a6796b979b28e92072513c0026fdf703b3f65b8480e33ac45303fdeda2c87223cb8b64538818b540d"
}
