{
  "algorithm": "ed25519",
  "content_sha256": "1bda7a448bbdc3229ddcdb0fdfbff45b124db5be79d4f14b5cc80bb706abbc6d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d15c12a807ba9350dc49ffd3c18c5986b49c549fd1daa795d6584bd8e1259a69",
  "schema": "gridshift.signature/1",
  "signature": "40a75e4ce24c6f04ee0e89dad5523530a5731f0ffb710b9507a6e01392d15c7eca22447b45c76f8e8b95ece2a1b6bade163f2a2583ce7a5f311279c3e90ef308"
}
