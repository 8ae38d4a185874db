{
  "algorithm": "ed25519",
  "content_sha256": "3608e6e27f109dce8f9b51d49a5b0e6a45fc817eab2de26e8f39a28d80bc54a1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4342d9d7f90e333d734c139538036fd84cb7854b69eae7f64481cb74cdab7537",
  "schema": "gridshift.signature/1",
  "signature": "fa31b09d8080d0641df6b0fca9ac50254ee6cc4593d212c495a050d665c44e9cf6e27a7997e7ac16d8f65be6b24294a8fd6a0336c693b1cd7c05a6d395aa7c0c"
}
