{
  "algorithm": "ed25519",
  "content_sha256": "43756c8489baae0dd4eb6183b009e74a41c6425f4452327c0ee70c6db50703c7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "342216488fe67beb8c9cdf3c0274b6f44c057f3ba6d2795b13ca34c2d4c9df4b",
  "schema": "gridshift.signature/1",
  "signature": "0e962f1ba5b44aa1820b93127133e6997b24e19124ab920a2c2cc1522fa390009aa65b58420d2aaaf6c64e127a9d20e46e568dc4f4766b8d67e543df2c188505"
}
