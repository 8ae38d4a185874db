{
  "algorithm": "ed25519",
  "content_sha256": "1a5677ede956472af89225d2fe815645406427ad8dde5518829e3105a9155752",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "983f38eca6250075814de33d56e821ace33d82a503e515cf391f4e6e875b3db8",
  "schema": "gridshift.signature/1",
  "signature": "b8efffc0d9acdb48cf29fd600eec15c50f003f7f1e524d9fab9c5d25e5f1c98c9d9f03266119ab7f5e717b7875a3219d13649eabf0654f779a5ace13c9032c08"
}
