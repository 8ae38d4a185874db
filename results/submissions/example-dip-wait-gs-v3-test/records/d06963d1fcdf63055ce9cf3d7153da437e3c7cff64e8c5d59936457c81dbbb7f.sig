{
  "algorithm": "ed25519",
  "content_sha256": "87339ef1cb8420b1918ce75bcf3f04c77a1555052482f80328a08e48c0918fbc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d06963d1fcdf63055ce9cf3d7153da437e3c7cff64e8c5d59936457c81dbbb7f",
  "schema": "gridshift.signature/1",
  "signature": "880c5bd08a99c8df3500b820cb2f18a83c988b9b41bf1d653d60e6ff8ad8187d7f8eb8cbac56b79e14acfcd9a7b2a86855978e33bf2ec35a687b1019c072d10f"
}
