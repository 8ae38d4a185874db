{
  "algorithm": "ed25519",
  "content_sha256": "00063e8d97a629db1252e193ec2bf9e6aae9296e2eb40ba6d833fcc594e7ac7c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c809d6f7cfc28dbec0b94ca3a2aeeca1dc207d60484520534de799c2aa5a8e95",
  "schema": "gridshift.signature/1",
  "signature": "82525f876795c581b3b17f3441c03ec65c66efd3217fbc8cf253b86f2a2c7dd23c839f1e99e2154071a454a256c1fe290b72deedda8ba73a12345f2908ae170d"
}
