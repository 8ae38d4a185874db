{
  "algorithm": "ed25519",
  "content_sha256": "6803eefa4bc1eae0021a7df48f59da063a2ed53bac7598db28d6edb2ef3b80fb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f5728c5816ee067ad910ceed812ff9c2d84da7239ce297d51627082ce525d40b",
  "schema": "gridshift.signature/1",
  "signature": "fb49acb5aa2b22c2474203373e1b2f9caf2d7c56ccea85b178d0e4fe7ebe12d269290634f4bb3f05d259274dc0b79d4a99dfea9cfb780f56617fb3dde3c0c109"
}
