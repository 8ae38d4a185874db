{
  "algorithm": "ed25519",
  "content_sha256": "7f9944ff7e0c3668d60c6ba3943e298323f0903c61685a041c41eb5d784aab32",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bb96f35191d095316c84847f8e0956fdc0f7dbc20c44dea52b016354f808ccee",
  "schema": "gridshift.signature/1",
  "signature": "e09186514fe303b579b3129df7024d600552dd4e777f8ba3eaf729fdb5abaf2fb4ed817ce81c27ec9fc4209269adf761cf1b1fb5dc69ae0c0b3968ad58158f0e"
}
