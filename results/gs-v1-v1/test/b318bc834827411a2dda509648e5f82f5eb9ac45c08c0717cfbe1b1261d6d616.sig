{
  "algorithm": "ed25519",
  "content_sha256": "7931ca210a7ce5e2467746bcbdeebc482848e2b003688e70aa49925af940908a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b318bc834827411a2dda509648e5f82f5eb9ac45c08c0717cfbe1b1261d6d616",
  "schema": "gridshift.signature/1",
  "signature": "156d98eac2a1a05e5d47f28a9b716843004704b29ea89213963ef8b7e5b3260783038ade9ead6aef518d6fb4316c635426acc8346ba05632ef7f93cd2a080c01"
}
