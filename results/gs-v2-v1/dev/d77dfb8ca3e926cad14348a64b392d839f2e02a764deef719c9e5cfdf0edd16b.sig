{
  "algorithm": "ed25519",
  "content_sha256": "d88e26f271762055b971deec39f5dd61a40988305c52435b238348ffec25fefb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d77dfb8ca3e926cad14348a64b392d839f2e02a764deef719c9e5cfdf0edd16b",
  "schema": "gridshift.signature/1",
  "signature": "0a57f68642388ab7fd320e3122af5a13f776fe9225df444507c8a214028e9a8774827c2f701f307181f0b5e14f0942e5ce68d95ddc1f096efe11f87b2c49d70a"
}
