{
  "algorithm": "ed25519",
  "content_sha256": "ef635a512197c49e4075a508eaf811c61f5b4d3445213df10eb7f7b5862d2883",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "828e71171d2b3e6da2b34de3b2af31bc14c004ae4fd8c6afad9c6b56bef9b7ac",
  "schema": "gridshift.signature/1",
  "signature": "8b948b803079569d2855e116af9dbd3813e781624dec3cbbb955938ba1f2134414587099d492f0723dde1680e084a2d8dc7ee60277baad6f658f431c3733910f"
}
