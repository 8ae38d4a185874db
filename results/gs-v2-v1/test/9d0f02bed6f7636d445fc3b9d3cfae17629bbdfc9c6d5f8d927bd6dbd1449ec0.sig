{
  "algorithm": "ed25519",
  "content_sha256": "184a08b05800d8d3ac0fb8c6e05277ebab913bc131927b7eeb02a103c1baf70f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9d0f02bed6f7636d445fc3b9d3cfae17629bbdfc9c6d5f8d927bd6dbd1449ec0",
  "schema": "gridshift.signature/1",
  "signature": "6a84a33c228b38307c5ad8c202c4c98dc2d2c864854f0753a0ebd869041ebd0d1b46d2a7fd781c7a68432e400c60696f63033501fde9aef27665776653588a03"
}
