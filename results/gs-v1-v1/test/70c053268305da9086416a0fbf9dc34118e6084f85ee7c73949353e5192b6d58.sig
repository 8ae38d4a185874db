{
  "algorithm": "ed25519",
  "content_sha256": "064af728cbfefbff91d1e14e49e447d9f338db26f03d974714b7168060c270a7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "70c053268305da9086416a0fbf9dc34118e6084f85ee7c73949353e5192b6d58",
  "schema": "gridshift.signature/1",
  "signature": "57145e376d637963b2526eddea44ed87c295ae17ea052fccbee91f35e5e14a9d1ff596fbda2b20d0edb44002c135953a3e79aec02a32887e14e12c16fb17650d"
}
