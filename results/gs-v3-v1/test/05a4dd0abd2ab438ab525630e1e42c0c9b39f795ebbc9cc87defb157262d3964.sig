{
  "algorithm": "ed25519",
  "content_sha256": "34f63d8335d0374f50c5c6050805fb6071e33daf4288c981488dac39aa2dbe3e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "05a4dd0abd2ab438ab525630e1e42c0c9b39f795ebbc9cc87defb157262d3964",
  "schema": "gridshift.signature/1",
  "signature": "18f711f7a5df3159eca7a12378a2296b7c37103de0dcd05b40674cc55d55f7b14cd9e61f7ae2336edde2632870cfc1d3574eddf88410ef1bbe3e2ac15f496b01"
}
