{
  "algorithm": "ed25519",
  "content_sha256": "f2d5b4dcd14523d6eca4324ec193c39698be84cc5381cf870566f2fcb08409b5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a00b816e127b11d7d3810133ab5b32bfb993b2af1f3af29fd5b45ea40f0ae620",
  "schema": "gridshift.signature/1",
  "signature": "4565d8a702d3ba6b3035413b0b797cef9575ee6385308e640368b2c685e3a733d4577f11ba35843a0c6d15c675e610ee9ba52368ec819bec5979a75e580c7a0f"
}
