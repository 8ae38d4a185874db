{
  "algorithm": "ed25519",
  "content_sha256": "a4084795670ddb83ad5a2311f1c7902cbe9682b4a33dcd9d52194be20ee47447",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4c84ca76784a6035feb4795eccd39729bcb0f33c0cfc7a31c527c84ccccf308c",
  "schema": "gridshift.signature/1",
  "signature": "2229dec449d832cfcd45920f7f331b1aeba0e6b77dab2110ef0ba22df1942921171892899830fea223b6d2170b27d9f946d10b9d847f22450f0c2f91dea8d702"
}
