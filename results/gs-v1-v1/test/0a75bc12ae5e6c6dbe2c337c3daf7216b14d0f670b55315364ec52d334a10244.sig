{
  "algorithm": "ed25519",
  "content_sha256": "68ccb1c9bb835b648e1f59a72e56f06902fac6fbc141ec4d4c51bf155b7d792f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0a75bc12ae5e6c6dbe2c337c3daf7216b14d0f670b55315364ec52d334a10244",
  "schema": "gridshift.signature/1",
  "signature": "07e861c286a4877e1580f5eb76d0eeba68715435df45a69d909bdff1fd6a61a1777c9126847eb2ab7aee51b2e5b4769d5e2d0f81f4effbfdcc001ccc7ccea10c"
}
