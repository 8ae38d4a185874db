{
  "algorithm": "ed25519",
  "content_sha256": "3c28120f9d510f2efed5b1a0b3690ddd60def678ffe84aeebb1af95e06f16271",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "118cf700377c3406c8b2a380df2d4e730e26561347477238adcf101a362d2d4f",
  "schema": "gridshift.signature/1",
  "signature": "21b6e1e4c56c69070556a358abef45d85662a1811938234a17200769e45f61d6ecc28f4f523bce6abe7ebaedc2f5142d39be4e07bb4933b4955fbd1f8f266f06"
}
