{
  "algorithm": "ed25519",
  "content_sha256": "0b162d37617028ea5e6e21d1833ebf33437ba2af5aeec451b279410b229b84f7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d21c2a20c44c9b4982c8e24f3d3bcace223a80790d05feb2917a83eb71bca259",
  "schema": "gridshift.signature/1",
  "signature": "0b6b74e2304bcb82371cee8cce76c007a5b17ec241f57285b98a8b5ef6830c9374c3010cbdd7798e307f1448e5880c7e573826a1fa0c67ac3fffc32a70c7f802"
}
