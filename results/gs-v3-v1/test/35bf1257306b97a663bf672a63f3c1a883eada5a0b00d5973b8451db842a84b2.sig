{
  "algorithm": "ed25519",
  "content_sha256": "15748e8d87dac98f89ca7c0a90fda6b4a8602e9d393b3b24e7d85f4e6173cbe3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "35bf1257306b97a663bf672a63f3c1a883eada5a0b00d5973b8451db842a84b2",
  "schema": "gridshift.signature/1",
  "signature": "570a069e86c7239bcc9edcce6d091a0ab101e374a0527265e06bfa26d4de218381586ac7c5031ee5c617eb47eb7ef558eee77d5c005e862c879fce0b6ca99a0d"
}
