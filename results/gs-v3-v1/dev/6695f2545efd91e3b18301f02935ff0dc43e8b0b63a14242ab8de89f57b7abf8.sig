{
  "algorithm": "ed25519",
  "content_sha256": "ac2d7a6d0e5e7eb00679d454f091fe52bd449422c5246a83e8ce172db52c4e53",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6695f2545efd91e3b18301f02935ff0dc43e8b0b63a14242ab8de89f57b7abf8",
  "schema": "gridshift.signature/1",
  "signature": "b1272d8017ae3ddaf89e6a73d8046be3d1c45aa16b7e8956625f79457d40eb8efb34feb181264e1d0914c20ec3ec0d306e3ef7f65c64c4e74f6a01024be3b20a"
}
