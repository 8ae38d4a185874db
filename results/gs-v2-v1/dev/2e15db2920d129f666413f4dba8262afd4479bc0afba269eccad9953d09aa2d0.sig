{
  "algorithm": "ed25519",
  "content_sha256": "9396e7168e54a0d9d54b2f70798a044f6177c3f248330a5bb9c7c2241bfdce69",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2e15db2920d129f666413f4dba8262afd4479bc0afba269eccad9953d09aa2d0",
  "schema": "gridshift.signature/1",
  "signature": "e92f34662ad17cf4a79451c108b3d57ed5cd176af1c54be414d8c413306f032282afdedee7d3b28a72587cb64ae6e8e2c691fbdb1188e30c306eeb569b0cdd00"
}
