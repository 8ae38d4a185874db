{
  "algorithm": "ed25519",
  "content_sha256": "2fcfb9879fd11eaa670eb82867d7330ffa55515146bafdab8994ef574199bdce",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "79ee67b43ca05d5d471e24630d1049bb2fafb41338c1b9400b26b262295910ed",
  "schema": "gridshift.signature/1",
  "signature": "d0cf669ef30579df15c3c8b2a9441c8fc57fb4febf6c70307fb4ebe14019ea8278a10272bd378fcb85e6e657e8e6c1cc44076ebc1327696d73ed9ddfb9b63101"
}
