{
  "algorithm": "ed25519",
  "content_sha256": "0abf4974e86c31f9c8dbb62d2a8b83f287ef630d899f524eda211019ebc3b459",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fa22e22826c6f7db74756179ba0db0ae87c5329ffabef466e6ca256731c171f6",
  "schema": "gridshift.signature/1",
  "signature": "2845db6d29bd2e7bdd5afab82f231137f6bd93bf42beb017358391ea9caab2d006f81341af36e4c247291509b35a6e18d960f60456ef3e0b98117769e642f602"
}
