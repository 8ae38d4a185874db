{
  "algorithm": "ed25519",
  "content_sha256": "06aa1bc654c0630b734bde072ab40d55eb7cf384eac793969c8feb7849f751c6",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "6839c42a3f74269176c8d341a2781b6c9ea76674b4f29d94a46cc83dc5cf14a3",
  "schema": "gridshift.signature/1",
  "signature": "5469546ffdb3eff1d3119be48a241b86f9022b47bdf1c8a50cb49f4aea1f34accb7c9980743fb4d48bac0756dcd5422953c7fadd877d35754bcadd16e593d005"
}
