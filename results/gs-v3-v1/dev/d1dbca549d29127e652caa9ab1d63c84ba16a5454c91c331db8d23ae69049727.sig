{
  "algorithm": "ed25519",
  "content_sha256": "f4b6c3b3efa0173d1911ebffd989ec22d8776b682d228615aded67a710d62cd9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d1dbca549d29127e652caa9ab1d63c84ba16a5454c91c331db8d23ae69049727",
  "schema": "gridshift.signature/1",
  "signature": "f7096cc106afae31271f7d72504e514604f8aad26ebe7836e89f3aac75cecfde6a2fdf74f393391c681798384a53127104d7240e3671c367f1cfa04e23a4160e"
}
