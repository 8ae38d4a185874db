{
  "algorithm": "ed25519",
  "content_sha256": "c93d4a58138e27ac5d1d44067c44cba147120206b4954bf2ac1c2de60da43a14",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dca46ab84bf7dba40da2cdf68934e76aaface333a930325af4b9820ea5878ec3",
  "schema": "gridshift.signature/1",
  "signature": "2f05e9fa4b6d64a7f6bde9a40ebc7dd0def29c1bb89ef23ad6c46b792d5e32f0e088d8c1105cb3e45ec8745cb542fb4c5a8d0cd01ad090d97c41c20a281b8c03"
}
