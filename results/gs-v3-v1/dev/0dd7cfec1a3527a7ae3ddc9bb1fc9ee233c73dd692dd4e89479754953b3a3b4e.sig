{
  "algorithm": "ed25519",
  "content_sha256": "1c51453de7ca1842539b4ce8431040cf092b9d537282b4b00b23288504c40c7b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0dd7cfec1a3527a7ae3ddc9bb1fc9ee233c73dd692dd4e89479754953b3a3b4e",
  "schema": "gridshift.signature/1",
  "signature": "d93b714c2887edc3f4ff5c2ef592aaeb4aae52d869162ca0dfca01c3383be98446a678077b5f4a0ca8305298043708f1ad56c74ad0dc2583e44119bd4dd83607"
}
