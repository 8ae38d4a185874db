{
  "algorithm": "ed25519",
  "content_sha256": "57fbfa3cc50a5340cd784b463885cc1dd032a3f0bc57780bcfbe7fb4c68d061a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "78b240bfda389a5fb4694b5bfa011f64f6a9e9a1cb0fb763574a49a4e65f16f1",
  "schema": "gridshift.signature/1",
  "signature": "414ed17f8ee00750297f4c4bdff97ddd5b7c179a93a754e1ed789e0cdc05462de4650d970346ac646e422ca96be3e6ce3a5650e1afbf944195aa299a387bcf04"
}
