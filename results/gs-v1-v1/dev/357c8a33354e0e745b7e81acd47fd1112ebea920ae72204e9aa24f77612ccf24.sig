{
  "algorithm": "ed25519",
  "content_sha256": "31d5724a161af424906e16123ef2b60ad7e4c67631167c9bf31e037ab9c9eb49",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "357c8a33354e0e745b7e81acd47fd1112ebea920ae72204e9aa24f77612ccf24",
  "schema": "gridshift.signature/1",
  "signature": "63d0dcfd0cac10a56ce5fd6033a938d2ad8591f636d019f54d179d3d30395a87d3fb2d9268b3815bee824bd9d2c4df9306bf232c155ae7cbf618ba939d75a902"
}
