{
  "algorithm": "ed25519",
  "content_sha256": "abc8276d35faad99095662f345aa11b48b43a8c6de1ecf28e3c0bbdf645db620",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fed15daab58c0fb6076372292620d599089ea95247c32bda4bfd4daa457a2c95",
  "schema": "gridshift.signature/1",
  "signature": "d23e0e9e7d65c3ff9ed16f40494aeedfb8c5b7671e40dd15677319267f7d95f87e3ace6a6488e58e4fb57b8de03af42eddb0e78472507d2dbd10730aae16d504"
}
