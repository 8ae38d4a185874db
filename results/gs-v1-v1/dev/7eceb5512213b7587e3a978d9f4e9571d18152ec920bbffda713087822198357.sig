{
  "algorithm": "ed25519",
  "content_sha256": "5ea9f48bd056477f2f1de7ab630cbac36ab13c4a70a9a68ef9292af6412098d5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7eceb5512213b7587e3a978d9f4e9571d18152ec920bbffda713087822198357",
  "schema": "gridshift.signature/1",
  "signature": "1f5f1e7a4acf904253cad8b7973d9fcbfe394b74e95c4e305a380386754cfb92ab4eb31cb1cbaed5d4f3bc93c48898d6be576e3f2bfb58da53561406a823100e"
}
