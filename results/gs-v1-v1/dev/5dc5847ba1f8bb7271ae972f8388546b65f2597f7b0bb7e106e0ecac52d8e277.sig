{
  "algorithm": "ed25519",
  "content_sha256": "d6105169f901eceab98d1fb92ee6b625fd83526f81ad4e6687fa697706a2881d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5dc5847ba1f8bb7271ae972f8388546b65f2597f7b0bb7e106e0ecac52d8e277",
  "schema": "gridshift.signature/1",
  "signature": "e4e839f9be0142c3f23050674f127285663aad93f24b25b1cd1d4d9bebeba360020fb09e449eb2791bb2f7c222f86fa4033038433a8ce956049d3e5a863a3908"
}
