{
  "algorithm": "ed25519",
  "content_sha256": "5366e2b17bfa47e67068b04140802c541c1ac21bb5ff6f90b6dc09fbebbf74d6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1559e639f5fb7b21041e3eff0698bc6b00d6c841404dcd6f2e3d343e3f08f144",
  "schema": "gridshift.signature/1",
  "signature": "d4a2827f9dc293524b6618c01af2812fde3d6b2e33270d0ed8c15fa2cb0fdadbd98860686f8910b59229f18b95403fd9ea07d66afd9392a5a25fedd323ee9209"
}
