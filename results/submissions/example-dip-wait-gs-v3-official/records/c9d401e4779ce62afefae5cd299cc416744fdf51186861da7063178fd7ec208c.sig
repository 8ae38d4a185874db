{
  "algorithm": "ed25519",
  "content_sha256": "9a46de6a4d2c300f5041b41977978b42811a493005b5cc474f9e1c84d0111143",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c9d401e4779ce62afefae5cd299cc416744fdf51186861da7063178fd7ec208c",
  "schema": "gridshift.signature/1",
  "signature": "4efc10238838e71ed06e36182ae244e97c43be182eaa00fff5504aafcbc5e2cf33571f6bbd55d141d76a08fc6f6d6c0c6853a05499df1f9c1c84fc55459b6308"
}
