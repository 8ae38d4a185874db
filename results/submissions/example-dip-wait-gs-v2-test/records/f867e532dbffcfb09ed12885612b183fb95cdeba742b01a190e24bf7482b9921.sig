{
  "algorithm": "ed25519",
  "content_sha256": "3aa0bffcfe424ad5162e10f61ec17dedf92808661b8f85b712b9417d7f4972d5",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "f867e532dbffcfb09ed12885612b183fb95cdeba742b01a190e24bf7482b9921",
  "schema": "gridshift.signature/1",
  "signature": "362c3a96a10cb84f4aed75e526224f4ac7411194aee12354ee4f3c6d2cd6c7f4dc393dd509c9e87bbda24bf8d390347a2961adc92f9dae3e717d3b9b8e319806"
}
