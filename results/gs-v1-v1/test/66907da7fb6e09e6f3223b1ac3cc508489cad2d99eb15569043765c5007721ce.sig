{
  "algorithm": "ed25519",
  "content_sha256": "4ed6dbc50dc46b5464616f76c0c441bebb4eeaf02c6bc89a9c245086929f4335",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "66907da7fb6e09e6f3223b1ac3cc508489cad2d99eb15569043765c5007721ce",
  "schema": "gridshift.signature/1",
  "signature": "c8b5a3c717e498862f54cb04ea8cecb371edbf9ac1231b7f90a409e4f55ac3472380f65e4fad13630b20e33e04774a16d250f223f9deb09faa4505a84cd93c0f"
}
