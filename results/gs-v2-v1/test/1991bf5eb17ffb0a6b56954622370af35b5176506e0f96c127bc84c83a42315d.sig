{
  "algorithm": "ed25519",
  "content_sha256": "d333c62c119f1008b31bd85aefc189f108547576c865ff47d8b917abb57c4f98",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1991bf5eb17ffb0a6b56954622370af35b5176506e0f96c127bc84c83a42315d",
  "schema": "gridshift.signature/1",
  "signature": "ef05788824ddeaa394cd2f884cf1fe6fae1c3bb6b394074f2039b17f3c3a05e0ce5727e99da08e883e9d58a9eca1d9f3fecb597a9ed6716595f56e49c2ca0506"
}
