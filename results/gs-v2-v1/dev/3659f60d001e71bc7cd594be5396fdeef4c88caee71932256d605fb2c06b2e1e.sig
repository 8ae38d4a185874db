{
  "algorithm": "ed25519",
  "content_sha256": "3cd2c022e1ccb117fb91388e24634898e6893a9f502e80be97f9317651f77bbe",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3659f60d001e71bc7cd594be5396fdeef4c88caee71932256d605fb2c06b2e1e",
  "schema": "gridshift.signature/1",
  "signature": "6f1c6f681cc2d1ea54298b1567d027cc56b23f1da2ab5d9146ace632e1efc8f87fee3b109e1fd0939a8ff8739b5717f4b6b921c1d30f8cbc8e4c1d43aa4d330c"
}
