{
  "algorithm": "ed25519",
  "content_sha256": "73920d6c03d738ef0eb3458c2b6abbddcafb9100b897a15c446cd1ee0395d4d0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "73b5c69d94a89b9df6cc9d5e7baa3b04e61b38b7546c0883fa1a443c1f62ccd7",
  "schema": "gridshift.signature/1",
  "signature": "bc223e96cdd4d6ef3881c5e6754dd433a3b5ed92a4c1d96cde3fafd862017021e0cbd411ee5880bc54cb35511cac1953621000780e447bfa9e710ca08768b104"
}
