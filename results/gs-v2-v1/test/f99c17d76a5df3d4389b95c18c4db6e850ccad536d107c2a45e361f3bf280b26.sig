{
  "algorithm": "ed25519",
  "content_sha256": "07e882499e5cf3b4c5af6bfbf72ba838a544001f87669d0752ba5f7db9e88f2f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f99c17d76a5df3d4389b95c18c4db6e850ccad536d107c2a45e361f3bf280b26",
  "schema": "gridshift.signature/1",
  "signature": "8b31fd9bb5771f7ef918d9e3a0bee2ff2074fba20b058e0ac656f7385f88456add44777fbd6ac6605d27359ab97e519b5441136694c433725044f0e0cc423203"
}
