{
  "algorithm": "ed25519",
  "content_sha256": "ae29fb12e80b3af6ffce2eb5de0b3bef6125c2072db6d3368953b3cee209570b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "10cefc327655b3a2954b94335ae2bc80253321a0875de704be15bc451858e28a",
  "schema": "gridshift.signature/1",
  "signature": "4300a6e00a6f35de78eff1013cea7aea8dbb5e01e0df3c404cb1dbac3500764fe0b08347001e16fc4d4dcbfeba05d4542813251add37dcda6ddb56eb11327b08"
}
