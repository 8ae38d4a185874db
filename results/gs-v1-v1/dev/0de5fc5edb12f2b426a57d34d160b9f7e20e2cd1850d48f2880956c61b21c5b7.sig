{
  "algorithm": "ed25519",
  "content_sha256": "25baf9fc22289f57d538f4e54ca099d65f4918fd5d85149c0a98eeec02d8c327",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0de5fc5edb12f2b426a57d34d160b9f7e20e2cd1850d48f2880956c61b21c5b7",
  "schema": "gridshift.signature/1",
  "signature": "b3bdc2c0d19ea44cc23f7c6dc594db8984047c901a165d90047da5e0e8dd664635969e7de43c82b30661ee57be64a871b2125c4244aac3858172e96c7382d005"
}
